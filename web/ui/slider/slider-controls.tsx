import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import IconButton from '@mui/material/IconButton'
import { useTranslation } from '../../i18n/use-translation.tsx'

/** Height of the controls row, kept even before the slider starts so nothing moves. */
export const CONTROLS_HEIGHT = 48
const DOT = 10
/** Each dot is a 24 px target (WCAG 2.2 target size) around a 10 px mark. */
const DOT_TARGET = 24

interface SliderControlsProps {
  pageCount: number
  page: number
  previous: () => void
  next: () => void
  goTo: (page: number) => void
}

/** Previous/next arrows and one dot per page; nothing to show for a single page. */
export function SliderControls({ pageCount, page, previous, next, goTo }: SliderControlsProps) {
  const { t } = useTranslation()
  return (
    <Box
      sx={{
        minHeight: CONTROLS_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      {pageCount > 1 && (
        <>
          <IconButton onClick={previous} aria-label={t('slider.previous')} size="small">
            <ChevronLeftIcon />
          </IconButton>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' }}>
            {Array.from({ length: pageCount }, (_, index) => (
              <ButtonBase
                key={index}
                onClick={() => goTo(index)}
                aria-label={t('slider.page', { index: index + 1, count: pageCount })}
                aria-current={index === page ? 'true' : undefined}
                sx={{ width: DOT_TARGET, height: DOT_TARGET, borderRadius: '50%' }}
              >
                <Box
                  component="span"
                  sx={{
                    width: DOT,
                    height: DOT,
                    borderRadius: '50%',
                    bgcolor: index === page ? 'primary.main' : 'action.disabled',
                    transition: 'background-color 150ms',
                  }}
                />
              </ButtonBase>
            ))}
          </Box>
          <IconButton onClick={next} aria-label={t('slider.next')} size="small">
            <ChevronRightIcon />
          </IconButton>
        </>
      )}
    </Box>
  )
}
