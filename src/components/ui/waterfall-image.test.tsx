// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WaterfallImage } from './waterfall-image'

describe('WaterfallImage', () => {
  it('shows the drawing of the type, decorative unless given words', () => {
    const { container, rerender } = render(<WaterfallImage src={undefined} photoAlt="Photo: Nardis" type="A velo" />)
    const image = container.querySelector('img')
    expect(image?.getAttribute('src')).toBe('/illustrations/veil.svg')
    expect(image?.getAttribute('alt')).toBe('')
    rerender(
      <WaterfallImage src={undefined} photoAlt="Photo: Nardis" type="A velo" drawingAlt="Waterfall type: Veil" />,
    )
    expect(screen.getByRole('img', { name: 'Waterfall type: Veil' })).toHaveAttribute('src', '/illustrations/veil.svg')
  })

  it('prefers a photo, and falls back to the drawing of the type when the photo fails', () => {
    render(<WaterfallImage src="https://photos.example/nesso.jpg" photoAlt="Photo: Nesso" type="Gola rocciosa" />)
    const photo = screen.getByRole('img', { name: 'Photo: Nesso' })
    expect(photo).toHaveAttribute('src', 'https://photos.example/nesso.jpg')
    fireEvent.error(photo)
    expect(photo).toHaveAttribute('src', '/illustrations/gorge.svg')
    expect(photo).toHaveAttribute('alt', '')
    expect(photo).toHaveAttribute('data-illustration', 'true')
  })
})
